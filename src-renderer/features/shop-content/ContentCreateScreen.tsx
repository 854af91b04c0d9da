import { useParams, useSearchParams } from 'react-router';
import { ContentFormPage } from './ContentFormPage';
import type { ContentForm, ContentFormSchema } from './contentForm';
import { RouteScreen } from '../../components/routing/RouteScreen';

/** The create screen of a gallery photo, a menu item or a top item: added at the end of its category. */
export function ContentCreateScreen<T, C extends ContentFormSchema, U extends ContentFormSchema>({
  form,
}: {
  form: ContentForm<T, C, U>;
}) {
  const { subdomain = '' } = useParams();
  const [params] = useSearchParams();
  const { create } = form;
  return (
    <RouteScreen>
      <ContentFormPage
        kind={form.kind}
        subdomain={subdomain}
        schema={create.schema}
        defaultValues={create.defaultValues(params.get('categoryId'))}
        submit={(values) => create.submit(subdomain, values)}
        imageRequired={create.imageRequired}
      >
        {(fields) => form.fields(fields, subdomain, null)}
      </ContentFormPage>
    </RouteScreen>
  );
}
