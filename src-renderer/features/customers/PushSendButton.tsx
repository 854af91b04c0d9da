import { Alert, Button, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pushCreateRequestSchema } from '@shared/api';
import type { CustomerCount, PushCreateRequest } from '@shared/api';
import { PUSH_TARGET, PUSH_TEMPLATE_TEXT_LIMITS, SEND_TIMING } from '@shared/constants';
import { formatDateTime, formatNumber } from '@shared/format';
import { removeEmojiAndTrim } from '@shared/input';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { call } from '../../bridge/call';
import { AppModal } from '../../components/AppModal';
import { DateTimeField } from '../../components/form/DateTimeField';
import { FieldLabel } from '../../components/form/FormField';
import { useWriteAction } from '../../components/form/useWriteAction';
import { useFailureHandler } from '../../platform/useFailureHandler';
import { pushRequest } from './pushRequest';
import { usePushTemplateChoices } from './templates/useTemplates';

const texts = ja.customers.push;
const labels = texts.fields;

/**
 * 「プッシュ通知を送信」: picks a template, the message and the timing, counts the customers it
 * reaches (the list's filter, or every app user), and sends once the count has been confirmed.
 */
export function PushSendButton({
  subdomain,
  filter,
  templateId: fixedTemplate,
  label = ja.customers.list.sendPush,
}: {
  subdomain: string;
  /** The customer list's filter; without one the push goes to every app user. */
  filter?: Record<string, string>;
  templateId?: number;
  label?: string;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant={fixedTemplate ? 'light' : 'default'}
        size={fixedTemplate ? 'xs' : 'sm'}
        onClick={() => setOpened(true)}
      >
        {label}
      </Button>
      {opened && (
        <PushSendModal
          subdomain={subdomain}
          filter={filter}
          fixedTemplate={fixedTemplate}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}

function PushSendModal({
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
  const [templateId, setTemplateId] = useState(fixedTemplate ? String(fixedTemplate) : '');
  const [pushMessage, setPushMessage] = useState('');
  const [sendTiming, setSendTiming] = useState(String(SEND_TIMING.IMMEDIATELY));
  const [scheduledAt, setScheduledAt] = useState('');
  const [target, setTarget] = useState(String(filter ? PUSH_TARGET.FILTERED : PUSH_TARGET.ALL));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [count, setCount] = useState<CustomerCount | null>(null);

  const request = () => pushRequest({ templateId, pushMessage, sendTiming, scheduledAt, target }, filter);
  const handleFailure = useFailureHandler();
  const counting = useMutation({
    mutationFn: (body: PushCreateRequest) => call('pushes.count', { ...body, subdomain }),
    onSuccess: (answer) => setCount(answer.data),
    // A refused count (a template deleted meanwhile, the session ended) says why, on its field.
    onError: (error) =>
      handleFailure(error, {
        setFieldError: ({ name, message }) => {
          setErrors((now) => ({ ...now, [name]: message }));
          return true;
        },
      }),
  });
  const navigate = useNavigate();
  const chosenKind = templates.data?.find((template) => String(template.id) === templateId)?.kind ?? 'coupon';
  const deliveryList = chosenKind === 'coupon' ? 'couponTemplateList' : 'newsTemplateList';
  const send = useWriteAction({
    run: (body: PushCreateRequest) => call('pushes.create', { ...body, subdomain }),
    invalidate: ['pushes.list'],
    // Sent from the customer list, the push's delivery status is shown next: under its template list.
    onSuccess: () => {
      onClose();
      if (fixedTemplate === undefined) void navigate(routePath(deliveryList, { subdomain }));
    },
  });

  const confirm = () => {
    const parsed = pushCreateRequestSchema.safeParse(request());
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    counting.mutate(request());
  };

  const chooseTemplate = (value: string | null) => {
    setTemplateId(value ?? '');
    const chosen = templates.data?.find((template) => String(template.id) === value);
    if (chosen && pushMessage === '') setPushMessage(chosen.pushMessage);
  };

  const confirmed = count !== null;
  return (
    <AppModal
      opened
      onClose={onClose}
      size="lg"
      header={confirmed ? texts.confirmTitle : texts.title}
      footer={
        <>
          <Button variant="default" onClick={confirmed ? () => setCount(null) : onClose}>
            {confirmed ? ja.actions.back : ja.actions.cancel}
          </Button>
          {confirmed ? (
            <Button
              loading={send.isPending}
              disabled={count.devices === 0}
              onClick={() => send.mutate(request())}
            >
              {texts.submit}
            </Button>
          ) : (
            <Button loading={counting.isPending} onClick={confirm}>
              {texts.confirmAction}
            </Button>
          )}
        </>
      }
    >
      {confirmed ? (
        <Stack gap="sm" data-testid="push-confirm">
          <Text fw={600}>
            {formatMessage(texts.confirmCount, {
              customers: formatNumber(count.customers),
              devices: formatNumber(count.devices),
            })}
          </Text>
          {count.devices === 0 && <Alert color="yellow">{texts.confirmNoRecipients}</Alert>}
          <Text size="sm">
            {sendTiming === String(SEND_TIMING.SCHEDULE)
              ? formatMessage(texts.confirmScheduled, { date: formatDateTime(scheduledAt) })
              : texts.confirmImmediately}
          </Text>
          <Text size="sm" c="dimmed">
            {labels.pushMessage}: {pushMessage}
          </Text>
          <Text size="sm" data-testid="push-delivery-lead">
            {formatMessage(texts.deliveryLead, { list: ja.routeTitles[deliveryList] })}
          </Text>
        </Stack>
      ) : (
        <Stack gap="md">
          <Select
            label={<FieldLabel required>{labels.templateId}</FieldLabel>}
            data={[
              {
                group: ja.enums.messageType[1],
                items: (templates.data ?? [])
                  .filter((template) => template.kind === 'coupon')
                  .map((template) => ({ value: String(template.id), label: template.name })),
              },
              {
                group: ja.enums.messageType[2],
                items: (templates.data ?? [])
                  .filter((template) => template.kind === 'news')
                  .map((template) => ({ value: String(template.id), label: template.name })),
              },
            ]}
            searchable
            placeholder={texts.templateSearch}
            nothingFoundMessage={ja.errors.noMatchingData}
            maxDropdownHeight={320}
            value={templateId}
            onChange={chooseTemplate}
            disabled={fixedTemplate !== undefined}
            error={errors.templateId}
          />
          <TextInput
            label={<FieldLabel required>{labels.pushMessage}</FieldLabel>}
            description={formatMessage(ja.customers.templates.pushMessageHint, {
              max: PUSH_TEMPLATE_TEXT_LIMITS.pushMessage,
            })}
            maxLength={PUSH_TEMPLATE_TEXT_LIMITS.pushMessage}
            value={pushMessage}
            onChange={(event) => setPushMessage(event.currentTarget.value)}
            onBlur={(event) => setPushMessage(removeEmojiAndTrim(event.currentTarget.value))}
            error={errors.pushMessage}
          />
          <Radio.Group label={labels.sendTiming} value={sendTiming} onChange={setSendTiming}>
            <Stack gap={6} mt={6}>
              {Object.values(SEND_TIMING).map((value) => (
                <Radio key={value} value={String(value)} label={ja.enums.sendTiming[value]} />
              ))}
            </Stack>
          </Radio.Group>
          {sendTiming === String(SEND_TIMING.SCHEDULE) && (
            <DateTimeField
              label={<FieldLabel required>{labels.scheduledAt}</FieldLabel>}
              value={scheduledAt}
              onChange={setScheduledAt}
              minDate={new Date()}
              error={errors.scheduledAt}
              w={260}
            />
          )}
          <Radio.Group label={labels.target} value={target} onChange={setTarget}>
            <Stack gap={6} mt={6}>
              <Radio value={String(PUSH_TARGET.ALL)} label={texts.target[PUSH_TARGET.ALL]} />
              {filter && (
                <Radio value={String(PUSH_TARGET.FILTERED)} label={texts.target[PUSH_TARGET.FILTERED]} />
              )}
            </Stack>
          </Radio.Group>
          {filter && target === String(PUSH_TARGET.FILTERED) && (
            <Text size="xs" c="dimmed">
              {texts.filterLead}
            </Text>
          )}
        </Stack>
      )}
    </AppModal>
  );
}
