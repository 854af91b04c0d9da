import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { useChannelQuery } from '../../bridge/channelQuery';
import { RecordEditScreen } from '../../components/form/RecordEditScreen';
import { useMediaDataUrl } from '../../components/media/useMediaDataUrl';
import { useRecordId } from '../../components/routing/useRecordId';
import { ContentFormPage } from './ContentFormPage';
import type { ContentFormPageProps } from './ContentFormPage';
import type { ItemCalls, ItemDetailChannel } from './contentCalls';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

interface SavedItem {
  id: number;
  updatedAt?: string | undefined;
  thumbnailUrl: string | null;
}

interface ContentEditScreenProps<S extends FormSchema, T extends SavedItem> extends Pick<
  ContentFormPageProps<S>,
  'schema'
> {
  /** The kind of item; its detail channel answers with the item the form is made from. */
  kind: ItemCalls<T>;
  defaultValues: (item: T) => DefaultValues<z.input<S>>;
  submit: (
    values: Parameters<ContentFormPageProps<S>['submit']>[0],
    item: T,
    subdomain: string,
  ) => Promise<{ message: string }>;
  children: (form: UseFormReturn<FieldValues, unknown, unknown>, item: T, subdomain: string) => ReactNode;
}

/** The edit screen of a gallery photo, a menu item or a top item; a 409 offers the latest. */
export function ContentEditScreen<S extends FormSchema, T extends SavedItem>(
  props: ContentEditScreenProps<S, T>,
) {
  const { kind } = props;
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
          schema={props.schema}
          defaultValues={props.defaultValues(item)}
          submit={(values) => props.submit(values, item, subdomain)}
          imageRequired={false}
          saved={{ imageUrl: saved.data ?? null, reload }}
        >
          {(form) => props.children(form, item, subdomain)}
        </ContentFormPage>
      )}
    </RecordEditScreen>
  );
}
