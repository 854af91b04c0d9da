import { Button } from '@mantine/core';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { CustomerCount, PushCreateRequest } from '@shared/api';
import { PUSH_TARGET, SEND_TIMING } from '@shared/constants';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { pushFormSchema } from '@shared/validation';
import { call } from '../../bridge/call';
import { AppModal } from '../../components/AppModal';
import { useFormPage } from '../../components/form/useFormPage';
import { useWriteAction } from '../../components/form/useWriteAction';
import { PushSendConfirm } from './PushSendConfirm';
import { PushSendFields } from './PushSendFields';
import { pushRequest } from './pushRequest';
import { usePushTemplateChoices } from './templates/useTemplates';

const texts = ja.customers.push;

/** The request counted, and how many customers and devices it reaches. */
interface Counted {
  request: PushCreateRequest;
  count: CustomerCount;
}

/**
 * The push form, then its count: the form's write is the count (its refusals on their fields and
 * as alerts, as every form's), and once the count is confirmed the same request is sent as a
 * list write (the answer's message, the push list read again).
 */
export function PushSendModal({
  subdomain,
  filter,
  fixedTemplate,
  onClose,
}: {
  subdomain: string;
  filter: Record<string, string> | undefined;
  fixedTemplate: number | undefined;
  onClose: () => void;
}) {
  const templates = usePushTemplateChoices(subdomain);
  const [counted, setCounted] = useState<Counted | null>(null);
  const page = useFormPage({
    schema: pushFormSchema,
    defaultValues: {
      templateId: fixedTemplate ? String(fixedTemplate) : '',
      pushMessage: '',
      sendTiming: String(SEND_TIMING.IMMEDIATELY),
      scheduledAt: '',
      target: String(filter ? PUSH_TARGET.FILTERED : PUSH_TARGET.ALL),
    },
    submit: async (values) => {
      const request = pushRequest(values, filter);
      const answer = await call('pushes.count', { ...request, subdomain });
      return { request, count: answer.data };
    },
    onSuccess: setCounted,
  });
  const templateId = String(page.form.watch('templateId') ?? '');
  const chosenKind = templates.data?.find((template) => String(template.id) === templateId)?.kind ?? 'coupon';
  const deliveryList = chosenKind === 'coupon' ? 'couponTemplateList' : 'newsTemplateList';
  const navigate = useNavigate();
  const send = useWriteAction({
    run: (request: PushCreateRequest) => call('pushes.create', { ...request, subdomain }),
    invalidate: ['pushes.list'],
    // Sent from the customer list, the push's delivery status is shown next: under its template list.
    onSuccess: () => {
      onClose();
      if (fixedTemplate === undefined) void navigate(routePath(deliveryList, { subdomain }));
    },
  });

  return (
    <AppModal
      opened
      onClose={onClose}
      size="lg"
      header={counted ? texts.confirmTitle : texts.title}
      footer={
        <>
          <Button variant="default" onClick={counted ? () => setCounted(null) : onClose}>
            {counted ? ja.actions.back : ja.actions.cancel}
          </Button>
          {counted ? (
            <Button
              loading={send.isPending}
              disabled={counted.count.devices === 0}
              onClick={() => send.mutate(counted.request)}
            >
              {texts.submit}
            </Button>
          ) : (
            <Button loading={page.submitting} onClick={() => void page.onSubmit()}>
              {texts.confirmAction}
            </Button>
          )}
        </>
      }
    >
      {counted ? (
        <PushSendConfirm count={counted.count} request={counted.request} deliveryList={deliveryList} />
      ) : (
        <FormProvider {...page.form}>
          <form noValidate onSubmit={page.onSubmit}>
            <PushSendFields
              templates={templates.data ?? []}
              templateFixed={fixedTemplate !== undefined}
              filtered={filter !== undefined}
            />
          </form>
        </FormProvider>
      )}
    </AppModal>
  );
}
