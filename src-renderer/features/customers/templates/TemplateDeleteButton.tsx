import { Button } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TemplateDetail } from '@shared/api';
import { formatMessage, ja } from '@shared/messages';
import { call } from '../../../bridge/call';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { useWriteAction } from '../../../components/form/useWriteAction';
import { TEMPLATE_LIST_CHANNELS } from './useTemplates';
import { templateListPath } from './TemplateFormPage';

const texts = ja.customers.templates;

/** 「削除」 on a template's edit page: asks with the template's name, then goes back to its list. */
export function TemplateDeleteButton({
  subdomain,
  template,
}: {
  subdomain: string;
  template: TemplateDetail;
}) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useWriteAction({
    run: () =>
      call(template.kind === 'coupon' ? 'pushTemplates.couponDelete' : 'pushTemplates.newsDelete', {
        subdomain,
        id: template.id,
        updatedAt: template.updatedAt,
      }),
    invalidate: TEMPLATE_LIST_CHANNELS,
    onSuccess: () => {
      setAsking(false);
      void navigate(templateListPath(template.kind, subdomain));
    },
  });
  return (
    <>
      <Button color="red" variant="light" onClick={() => setAsking(true)}>
        {ja.actions.delete}
      </Button>
      <ConfirmModal
        opened={asking}
        title={texts.deleteTitle}
        message={formatMessage(texts.deleteConfirm, { name: template.name })}
        confirmLabel={ja.actions.delete}
        danger
        loading={remove.isPending}
        onConfirm={() => remove.mutate(undefined)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
