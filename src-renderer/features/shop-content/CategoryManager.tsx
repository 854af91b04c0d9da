import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ContentCategory } from '@shared/api';
import { CONTENT_CATEGORY_NAME_MAX_LENGTH, MAX_CATEGORIES_OR_TAGS } from '@shared/constants';
import { removeEmojiAndTrim } from '@shared/input';
import { formatMessage, ja } from '@shared/messages';
import { contentCategoryFormSchema } from '@shared/validation';
import { useChannelQuery } from '../../bridge/channelQuery';
import { PendingRowConfirm } from '../../components/list/PendingRowConfirm';
import { usePendingRowAction } from '../../components/list/usePendingRowAction';
import { useWriteAction } from '../../components/form/useWriteAction';
import { ListStatus } from '../../components/list/ListStatus';
import { inOrder } from '../../components/sortable/reorder';
import { SortableList } from '../../components/sortable/SortableList';
import type { CategoryCalls } from './contentCalls';
import { useOrderSave } from './useOrderSave';

const texts = ja.shopContent;

interface CategoryManagerProps {
  subdomain: string;
  calls: CategoryCalls;
  /** Create and rename here (gallery, menu), or on pages of their own (top: links). */
  inline: boolean;
  createPath?: string;
  editPath?: (category: ContentCategory) => string;
}

/**
 * The categories of a list, in the app's order: added, renamed and deleted in place (or through
 * their pages), reordered by drag and drop or the keyboard and saved at once.
 */
export function CategoryManager({ subdomain, calls, inline, createPath, editPath }: CategoryManagerProps) {
  const categories = useChannelQuery(calls.list, { subdomain });
  const invalidate = [calls.list];
  const [newName, setNewName] = useState('');
  const [newError, setNewError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: number; name: string; error: string | null } | null>(null);
  const orderVersion = categories.data?.orderVersion ?? 0;
  const order = useOrderSave((ids) => calls.order(subdomain, ids, orderVersion), invalidate);
  const create = useWriteAction({
    run: (name: string) => calls.create(subdomain, name),
    invalidate,
    onSuccess: () => setNewName(''),
  });
  const rename = useWriteAction({
    run: (change: { category: ContentCategory; name: string }) =>
      calls.update(subdomain, change.category.id, change.name, change.category.updatedAt),
    invalidate,
    onSuccess: () => setEditing(null),
  });
  const remove = usePendingRowAction({
    run: (category: ContentCategory) => calls.remove(subdomain, category.id, category.updatedAt),
    invalidate,
  });

  const checkName = (name: string) => {
    const parsed = contentCategoryFormSchema.safeParse({ name });
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  };
  const submitNew = () => {
    const error = checkName(newName);
    setNewError(error);
    if (!error) create.mutate(removeEmojiAndTrim(newName));
  };
  const submitRename = (category: ContentCategory) => {
    if (!editing) return;
    const error = checkName(editing.name);
    if (error) setEditing({ ...editing, error });
    else rename.mutate({ category, name: removeEmojiAndTrim(editing.name) });
  };

  if (!categories.data) {
    return (
      <ListStatus
        isPending={categories.isPending}
        error={categories.error}
        onRetry={() => void categories.refetch()}
      />
    );
  }
  const rows = inOrder(categories.data.data, order.pendingOrder).map((category) => ({
    ...category,
    label: category.name,
  }));
  const full = rows.length >= MAX_CATEGORIES_OR_TAGS;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {formatMessage(texts.categoryListLead, { max: MAX_CATEGORIES_OR_TAGS })}
      </Text>
      {inline ? (
        <Paper withBorder p="md">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submitNew();
            }}
          >
            <Group align="flex-start" gap="sm">
              <TextInput
                label={ja.forms.contentCategory.name}
                placeholder={texts.categoryAddPlaceholder}
                value={newName}
                maxLength={CONTENT_CATEGORY_NAME_MAX_LENGTH}
                error={newError}
                disabled={full}
                onChange={(event) => setNewName(event.currentTarget.value)}
                style={{ flex: 1, maxWidth: 420 }}
              />
              <Button type="submit" mt={25} loading={create.isPending} disabled={full}>
                {texts.categoryAdd}
              </Button>
            </Group>
          </form>
          {full && (
            <Text size="sm" c="dimmed" mt="xs">
              {formatMessage(texts.categoryLimitReached, { max: MAX_CATEGORIES_OR_TAGS })}
            </Text>
          )}
        </Paper>
      ) : (
        createPath && (
          <Group>
            <Button component={Link} to={createPath} disabled={full}>
              {texts.top.categoryCreateLink}
            </Button>
          </Group>
        )
      )}
      {rows.length === 0 ? (
        <Paper withBorder p="xl">
          <Text ta="center" c="dimmed">
            {inline ? texts.categoryEmpty : texts.top.categoryEmpty}
          </Text>
        </Paper>
      ) : (
        <SortableList
          items={rows}
          onReorder={order.save}
          disabled={order.saving}
          testId="category-list"
          renderItem={(category) =>
            editing?.id === category.id ? (
              <form
                noValidate
                style={{ flex: 1 }}
                onSubmit={(event) => {
                  event.preventDefault();
                  submitRename(category);
                }}
              >
                <Group gap="xs" align="flex-start">
                  <TextInput
                    aria-label={ja.forms.contentCategory.name}
                    value={editing.name}
                    maxLength={CONTENT_CATEGORY_NAME_MAX_LENGTH}
                    error={editing.error}
                    autoFocus
                    onChange={(event) =>
                      setEditing({ ...editing, name: event.currentTarget.value, error: null })
                    }
                    style={{ flex: 1 }}
                  />
                  <Button type="submit" size="sm" loading={rename.isPending}>
                    {texts.categorySave}
                  </Button>
                  <Button size="sm" variant="default" onClick={() => setEditing(null)}>
                    {texts.categoryCancel}
                  </Button>
                </Group>
              </form>
            ) : (
              <Group justify="space-between" style={{ flex: 1 }} wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Text fw={600}>{category.name}</Text>
                  <Badge variant="light" color="gray">
                    {formatMessage(texts.categoryItems, { count: category.itemCount })}
                  </Badge>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  {inline ? (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setEditing({ id: category.id, name: category.name, error: null })}
                    >
                      {texts.categoryRename}
                    </Button>
                  ) : (
                    editPath && (
                      <Button size="xs" variant="default" component={Link} to={editPath(category)}>
                        {texts.edit}
                      </Button>
                    )
                  )}
                  <Button size="xs" variant="light" color="red" onClick={() => remove.ask(category)}>
                    {texts.categoryDelete}
                  </Button>
                </Group>
              </Group>
            )
          }
        />
      )}
      <PendingRowConfirm
        action={remove}
        title={texts.categoryDeleteTitle}
        message={(category) => formatMessage(texts.categoryDeleteBody, { name: category.name })}
        confirmLabel={texts.categoryDelete}
      />
    </Stack>
  );
}
