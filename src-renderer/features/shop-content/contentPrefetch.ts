import { channelQuery } from '../../bridge/channelQuery';
import { prefetchChannel } from '../../components/routing/screenPrefetch';
import type { ScreenPrefetch } from '../../components/routing/screenPrefetch';
import type { ItemCalls } from './contentCalls';

/**
 * What a content list (ContentListScreen) asks as it opens: its categories, every item, and the
 * items of the category it opens on (the address's `categoryId`, else the first), which it can
 * only ask once the categories have answered. Asked as the route is matched, the category's items
 * follow the categories' answer at once instead of after the screen has rendered it.
 */
export function contentListPrefetch<T>(itemCalls: ItemCalls<T>): ScreenPrefetch {
  return ({ queryClient, params, url }) => {
    const subdomain = params.subdomain ?? '';
    void queryClient.prefetchQuery(itemCalls.listQuery(subdomain));
    queryClient.fetchQuery(channelQuery(itemCalls.categories.list, { subdomain })).then(
      ({ data: categories }) => {
        const requested = Number(url.searchParams.get('categoryId'));
        const categoryId = categories.some((category) => category.id === requested)
          ? requested
          : categories[0]?.id;
        if (categoryId !== undefined)
          void queryClient.prefetchQuery(itemCalls.listQuery(subdomain, categoryId));
      },
      // The screen asks again and shows why.
      () => undefined,
    );
  };
}

/**
 * The categories a content form's select offers (CategorySelect), asked as the route is matched:
 * an edit screen has them with its item instead of asking them once the item has answered.
 */
export function contentFormPrefetch<T>(itemCalls: ItemCalls<T>): ScreenPrefetch {
  return ({ queryClient, params }) =>
    prefetchChannel(queryClient, itemCalls.categories.list, { subdomain: params.subdomain ?? '' });
}
