import type { UseQueryResult } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useChannelQuery } from '../../bridge/channelQuery';
import { RecordEditScreen } from '../../components/form/RecordEditScreen';
import { useMediaDataUrl } from '../../components/media/useMediaDataUrl';
import { useRecordId } from '../../components/routing/useRecordId';
import { ContentFormPage } from './ContentFormPage';
import type { ItemDetailChannel } from './contentCalls';
import type { ContentForm, ContentFormSchema } from './contentForm';

interface SavedItem {
  id: number;
  updatedAt?: string | undefined;
  thumbnailUrl: string | null;
}

/** The edit screen of a gallery photo, a menu item or a top item; a 409 offers the latest. */
export function ContentEditScreen<
  T extends SavedItem,
  C extends ContentFormSchema,
  U extends ContentFormSchema,
>({ form }: { form: ContentForm<T, C, U> }) {
  const { kind, edit } = form;
  const { subdomain = '' } = useParams();
  // The kind's detail channel is the one answering `{ data: T }` (DetailChannelOf).
  const detail = useChannelQuery(kind.detail as ItemDetailChannel, {
    subdomain,
    id: useRecordId(),
  }) as UseQueryResult<{
    data: T;
  }>;
  const saved = useMediaDataUrl(detail.data?.data.thumbnailUrl);
  return (
    <RecordEditScreen query={detail}>
      {(item, reload) => (
        <ContentFormPage
          kind={kind}
          subdomain={subdomain}
          schema={edit.schema}
          defaultValues={edit.defaultValues(item)}
          submit={(values) => edit.submit(values, item, subdomain)}
          imageRequired={false}
          saved={{ imageUrl: saved.data ?? null, reload }}
        >
          {(fields) => form.fields(fields, subdomain, item)}
        </ContentFormPage>
      )}
    </RecordEditScreen>
  );
}
