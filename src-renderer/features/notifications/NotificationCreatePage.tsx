import { SimpleGrid } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { notificationCreateRequestSchema } from '@shared/api';
import { NOTIFICATION_CONTENT_MAX_LENGTH, ROLE_MASTER } from '@shared/constants';
import { tokyoDay } from '@shared/datetime';
import { removeEmojiAndTrim } from '@shared/input';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useSession } from '../../session/useSession';
import { useCurrentRoute } from '../../platform/useCurrentRoute';
import { call } from '../../bridge/call';
import { DateRangeFields } from '../../components/form/DateRangeFields';
import { FormSelect } from '../../components/form/FormSelect';
import { FormSection } from '../../components/form/FormSection';
import { useRecordEditor } from '../../components/form/useRecordEditor';
import { useServiceOptions } from '../../components/services/useServiceOptions';
import { useShopChoices } from '../../components/shops/useShopChoices';
import { RecordCreateScreen } from '../../components/form/RecordCreateScreen';
import { FormTextarea } from '../../components/form/FormTextarea';

const texts = ja.notifications;
const labels = texts.fields;

/** `/notification/create` (master, client): a notice to a whole service or one of its shops, between two days. */
export default function NotificationCreatePage() {
  const route = useCurrentRoute();
  const { data: user } = useSession();
  const services = useServiceOptions();
  const ownService = user?.role === ROLE_MASTER ? '' : (user?.service?.subdomain ?? '');
  const page = useRecordEditor({
    schema: notificationCreateRequestSchema,
    defaultValues: {
      content: '',
      subdomain: ownService,
      shopId: '',
      startDate: tokyoDay(new Date()) ?? '',
      endDate: '',
    },
    submit: (values) => call('notifications.create', values),
    invalidate: ['notifications.list'],
    backTo: routePath('notificationList'),
  });
  const { form } = page;
  const subdomain = useWatch({ control: form.control, name: 'subdomain' });
  const shops = useShopChoices(subdomain ? String(subdomain) : null);

  return (
    <RecordCreateScreen
      page={page}
      maw={860}
      testId="notification-form"
      back={{ to: routePath('notificationList'), label: texts.backToList }}
    >
      <FormSection title={route.title} lead={texts.formLead}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormSelect
            control={form.control}
            name="subdomain"
            label={labels.subdomain}
            required
            data={services.data ?? []}
            toValue={(choice) => choice ?? ''}
            onChosen={() => form.setValue('shopId', '')}
            searchable
            disabled={services.isPending}
            placeholder={ja.stores.form.selectPlaceholder}
          />
          <FormSelect
            control={form.control}
            name="shopId"
            label={labels.shopId}
            data={shops.data ?? []}
            toValue={(choice) => choice ?? ''}
            searchable
            clearable
            disabled={!subdomain}
            placeholder={subdomain ? texts.shopPlaceholder : texts.chooseServiceFirst}
            nothingFoundMessage={ja.errors.noMatchingData}
          />
          <DateRangeFields control={form.control} startLabel={labels.startDate} endLabel={labels.endDate} />
        </SimpleGrid>
        <FormTextarea
          form={form}
          name="content"
          label={labels.content}
          required
          normalise={removeEmojiAndTrim}
          description={formatMessage(texts.contentHint, { max: NOTIFICATION_CONTENT_MAX_LENGTH })}
          minRows={4}
          maxRows={10}
          maxLength={NOTIFICATION_CONTENT_MAX_LENGTH}
        />
      </FormSection>
    </RecordCreateScreen>
  );
}
