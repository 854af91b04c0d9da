import { Button, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ServiceSetting, UploadedImage } from '@shared/api';
import { ROLE_CLIENT } from '@shared/constants';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { serviceSettingFormSchema } from '@shared/validation';
import { useSession } from '../../session/useSession';
import { call } from '../../bridge/call';
import { FormPageShell } from '../../components/form/FormPageShell';
import { FormSection } from '../../components/form/FormSection';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { useMediaDataUrl } from '../../components/media/useMediaDataUrl';
import { ImageUpload } from '../../components/upload/ImageUpload';
import { ServiceAppFields } from './ServiceAppFields';
import { ServiceBasicFields } from './ServiceBasicFields';
import { serviceFormValues } from './serviceFormValues';
import { ServiceFlagFields } from './ServiceFlagFields';
import { ServicePaymentFields } from './ServicePaymentFields';
import { SERVICE_WRITE_CHANNELS, serviceSettingKey } from './useServiceSetting';

interface ServiceSettingFormProps {
  /** The service being edited; none on registration. */
  setting?: ServiceSetting;
  onReload?: () => void;
}

/**
 * Every field of a service and its feature flags. The logo goes to its own endpoint, which needs
 * the service to exist: on an edit it is uploaded first and the edit carries the newer updatedAt.
 */
export function ServiceSettingForm({ setting, onReload }: ServiceSettingFormProps) {
  const navigate = useNavigate();
  const { data: me } = useSession();
  const savedLogo = useMediaDataUrl(setting?.logoUrl);
  const [logo, setLogo] = useState<UploadedImage | null>(null);
  const version = useRef(setting?.updatedAt);

  const page = useRecordEditor({
    schema: serviceSettingFormSchema,
    defaultValues: serviceFormValues(setting),
    submit: async (values) => {
      if (!setting) return call('serviceSettings.create', values);
      if (logo) {
        const uploaded = await call('serviceSettings.uploadLogo', { subdomain: setting.subdomain, logo });
        version.current = uploaded.data.updatedAt;
        setLogo(null);
      }
      return call('serviceSettings.update', {
        ...values,
        currentSubdomain: setting.subdomain,
        updatedAt: version.current,
      });
    },
    successMessage: setting ? ja.success.updated : ja.success.created,
    invalidate: SERVICE_WRITE_CHANNELS,
    // The subdomain may have changed: the saved setting is kept under the one it has now.
    record: (answer) => serviceSettingKey(answer.data.subdomain),
    onDone: async (answer) => {
      if (!setting) await navigate(routePath('serviceSettingEdit', { subdomain: answer.data.subdomain }));
    },
  });

  return (
    <FormPageShell
      page={page}
      submitLabel={setting ? ja.actions.update : ja.actions.register}
      onReload={onReload}
      dirtyOutsideForm={logo !== null}
      actions={
        <Button component={Link} to={routePath('serviceSettingList')} variant="default">
          {ja.actions.back}
        </Button>
      }
    >
      <FormSection title={ja.serviceSettings.basicSection}>
        <ServiceBasicFields editing={Boolean(setting)} clientLocked={me?.role === ROLE_CLIENT} />
        {setting ? (
          <ImageUpload label={ja.forms.service.logo} currentUrl={savedLogo.data ?? null} onChange={setLogo} />
        ) : (
          <Text size="sm" c="dimmed">
            {ja.serviceSettings.logoAfterCreate}
          </Text>
        )}
      </FormSection>
      <FormSection title={ja.serviceSettings.appSection}>
        <ServiceAppFields />
      </FormSection>
      <FormSection
        title={ja.serviceSettings.paymentSection}
        lead={setting ? ja.serviceSettings.secretLead : undefined}
      >
        <ServicePaymentFields setting={setting} />
      </FormSection>
      <FormSection title={ja.serviceSettings.flagsSection} lead={ja.serviceSettings.flagsLead}>
        <ServiceFlagFields />
      </FormSection>
    </FormPageShell>
  );
}
