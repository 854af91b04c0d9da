import { TemplateListPage, templateListPrefetch } from './TemplateListPage';

export const prefetch = templateListPrefetch('news');

/** `/customer/push-notification-template/news/list`. */
export default function NewsTemplateListPage() {
  return <TemplateListPage kind="news" />;
}
