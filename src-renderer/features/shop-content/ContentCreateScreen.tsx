import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ContentFormPage } from './ContentFormPage';
import type { ContentFormPageProps } from './ContentFormPage';
import { RouteScreen } from '../../components/routing/RouteScreen';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

interface ContentCreateScreenProps<S extends FormSchema> extends Pick<
  ContentFormPageProps<S>,
  'kind' | 'schema' | 'imageRequired'
> {
  /** The empty form, in the category the list was showing (null when none was asked). */
  defaultValues: (categoryId: string | null) => DefaultValues<z.input<S>>;
  submit: (
    subdomain: string,
    values: Parameters<ContentFormPageProps<S>['submit']>[0],
  ) => Promise<{ message: string }>;
  children: (form: UseFormReturn<FieldValues, unknown, unknown>, subdomain: string) => ReactNode;
}

/** The create screen of a gallery photo, a menu item or a top item: added at the end of its category. */
export function ContentCreateScreen<S extends FormSchema>(props: ContentCreateScreenProps<S>) {
  const { subdomain = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <RouteScreen>
      <ContentFormPage
        kind={props.kind}
        subdomain={subdomain}
        schema={props.schema}
        defaultValues={props.defaultValues(params.get('categoryId'))}
        submit={(values) => props.submit(subdomain, values)}
        imageRequired={props.imageRequired}
      >
        {(form) => props.children(form, subdomain)}
      </ContentFormPage>
    </RouteScreen>
  );
}
