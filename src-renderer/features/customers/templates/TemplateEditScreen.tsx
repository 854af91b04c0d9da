import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import type { TemplateDetail, TemplateKind } from '@shared/api';
import { RecordEditScreen } from '../../../components/form/RecordEditScreen';
import { useRecordId } from '../../../components/routing/useRecordId';
import { useTemplateDetail } from './useTemplates';

/** What each kind's edit form is given: the saved template, and how to read it again after a 409. */
export interface TemplateEditFormProps {
  subdomain: string;
  template: TemplateDetail;
  onReload: () => void;
}

/** The edit screen of a coupon or news template: the saved template loaded, then the kind's form of it. */
export function TemplateEditScreen({
  kind,
  form: Form,
}: {
  kind: TemplateKind;
  form: ComponentType<TemplateEditFormProps>;
}) {
  const { subdomain = '' } = useParams();
  const detail = useTemplateDetail(kind, subdomain, useRecordId());
  return (
    <RecordEditScreen query={detail}>
      {(record, reload) => <Form subdomain={subdomain} template={record} onReload={reload} />}
    </RecordEditScreen>
  );
}
