import { Menu, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { StoreListItem } from '@shared/api';
import { formatMessage, ja } from '@shared/messages';
import { judgementChoices, pauseChoices } from './storeActions';
import type { StatusChoice } from './storeActions';
import { RowActionsMenu } from './RowActionsMenu';

const labels = ja.stores.actions;

interface StoreRowActionsProps {
  shop: StoreListItem;
  editPath: string;
  /** Screens of the shop's other areas (its contracts, its estimate products). */
  links?: readonly { label: string; path: string }[];
  onStatus: (shop: StoreListItem, choice: StatusChoice) => void;
  onDelete: (shop: StoreListItem) => void;
}

/** The 操作 menu of one shop: edit, review judging, pause / resume, delete. */
export function StoreRowActions({ shop, editPath, links = [], onStatus, onDelete }: StoreRowActionsProps) {
  const judgements = judgementChoices(shop.status);
  const switches = pauseChoices(shop.status);
  const item = (choice: StatusChoice) => (
    <Menu.Item
      key={choice.action}
      onClick={() => onStatus(shop, choice)}
      data-testid={`store-action-${choice.action}`}
    >
      {ja.enums.shopStatusAction[choice.action]}
    </Menu.Item>
  );

  return (
    <RowActionsMenu
      label={ja.stores.columns.actions}
      ariaLabel={formatMessage(labels.menu, { name: shop.storeName })}
      width={240}
      deleteLabel={labels.delete}
      onDelete={() => onDelete(shop)}
      deleteTestId="store-action-delete"
    >
      <Menu.Item component={Link} to={editPath}>
        {labels.edit}
      </Menu.Item>
      {links.map((link) => (
        <Menu.Item key={link.path} component={Link} to={link.path}>
          {link.label}
        </Menu.Item>
      ))}
      <Menu.Label>{labels.review}</Menu.Label>
      {judgements.length > 0 ? (
        judgements.map(item)
      ) : (
        <Menu.Item disabled data-testid="store-review-not-allowed">
          <Text size="xs" c="dimmed">
            {ja.errors.reviewNotAllowed}
          </Text>
        </Menu.Item>
      )}
      {switches.length > 0 && <Menu.Label>{labels.status}</Menu.Label>}
      {switches.map(item)}
    </RowActionsMenu>
  );
}
