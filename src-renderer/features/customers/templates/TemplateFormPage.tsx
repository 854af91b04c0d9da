import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { TemplateDetail, TemplateKind } from '@shared/api';
import { ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { FormPageShell } from '../../../components/form/FormPageShell';
import type { FormPageShellPage } from '../../../components/form/FormPageShell';
import { TemplateDeleteButton } from './TemplateDeleteButton';
import { TemplateFormBody } from './TemplateFormBody';

const texts = ja.customers.templates;

/** The list of a kind's templates, where a create goes back to once saved. */
export const templateListPath = (kind: TemplateKind, subdomain: string) =>
  routePath(kind === 'coupon' ? 'couponTemplateList' : 'newsTemplateList', { subdomain });

interface TemplateFormPageProps<T extends FieldValues, O> {
  kind: TemplateKind;
  subdomain: string;
  page: FormPageShellPage<T, O> & { clearConflict: () => void };
  /** The template being edited (更新 and 削除); none on registration. */
  template?: TemplateDetail;
  /** Loads the latest template after a 409 (edit). */
  onReload?: () => void;
  /** Images picked or removed outside the form's values. */
  dirtyOutsideForm: boolean;
  imageField: ReactNode;
}

/** The coupon or news template form, registering or editing, with the way back to its list. */
export function TemplateFormPage<T extends FieldValues, O>(props: TemplateFormPageProps<T, O>) {
  const { kind, subdomain, page, template } = props;
  return (
    <FormPageShell
      page={page}
      submitLabel={template ? ja.actions.update : ja.actions.register}
      onReload={props.onReload ?? page.clearConflict}
      dirtyOutsideForm={props.dirtyOutsideForm}
      maw={860}
      testId={`${kind}-template-form`}
      actions={template && <TemplateDeleteButton subdomain={subdomain} template={template} />}
      back={{
        to: templateListPath(kind, subdomain),
        label: kind === 'coupon' ? texts.backToCouponList : texts.backToNewsList,
      }}
    >
      <TemplateFormBody kind={kind} imageField={props.imageField} />
    </FormPageShell>
  );
}
