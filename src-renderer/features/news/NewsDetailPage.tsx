import { Anchor, Button, Image, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { NewsDetail } from '@shared/api';
import { formatDateTime } from '@shared/format';
import { formatMessage, ja } from '@shared/messages';
import { routePath } from '@shared/routes';
import { useCanAccess } from '../../session/useCanAccess';
import { useMediaDataUrl } from '../../components/media/useMediaDataUrl';
import { QueryContent } from '../../components/QueryContent';
import { useNewsDetail } from './useNews';
import { useRecordId } from '../../components/routing/useRecordId';
import { RouteScreen } from '../../components/routing/RouteScreen';

const texts = ja.news.detail;

/** `/news/detail/{id}`: one news item as posted, with its images. */
export default function NewsDetailPage() {
  const { subdomain = '' } = useParams();
  const detail = useNewsDetail(subdomain, useRecordId());
  return (
    <RouteScreen
      actions={
        <Button variant="default" component={Link} to={routePath('newsList', { subdomain })}>
          {texts.backToList}
        </Button>
      }
    >
      <QueryContent query={detail}>
        {({ data: record }) => <NewsBody subdomain={subdomain} item={record} />}
      </QueryContent>
    </RouteScreen>
  );
}

function NewsBody({ subdomain, item }: { subdomain: string; item: NewsDetail }) {
  const canAccess = useCanAccess();
  return (
    <Paper withBorder p="lg" maw={860} data-testid="news-detail">
      <Stack gap="md">
        <Title order={3} size="h4">
          {item.title}
        </Title>
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={160}>{texts.postedAt}</Table.Th>
              <Table.Td>{formatDateTime(item.registDate)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{texts.shop}</Table.Th>
              <Table.Td>{item.shopName}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{texts.kind}</Table.Th>
              <Table.Td>{ja.enums.contentKind[item.contentKind]}</Table.Td>
            </Table.Tr>
            {item.couponId !== null && (
              <Table.Tr>
                <Table.Th>{texts.coupon}</Table.Th>
                <Table.Td>
                  {canAccess('couponEdit') ? (
                    <Anchor component={Link} to={routePath('couponEdit', { subdomain, id: item.couponId })}>
                      {item.couponName}
                    </Anchor>
                  ) : (
                    item.couponName
                  )}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{item.content}</Text>
        {item.additionalContent && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {item.additionalContent}
          </Text>
        )}
        {item.images.length > 0 && (
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            {item.images.map((image, index) => (
              <NewsImage
                key={image.id}
                url={image.url}
                alt={formatMessage(texts.image, { count: index + 1 })}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

function NewsImage({ url, alt }: { url: string; alt: string }) {
  const image = useMediaDataUrl(url);
  return (
    <Paper withBorder h={140} style={{ overflow: 'hidden' }}>
      {image.data ? <Image src={image.data} alt={alt} h={140} fit="contain" /> : null}
    </Paper>
  );
}
