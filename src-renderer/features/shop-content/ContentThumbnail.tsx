import { Center, Image, Text } from '@mantine/core';
import { ja } from '@shared/messages';
import { useMediaDataUrl } from '../../components/media/useMediaDataUrl';

/** The server-made thumbnail of an item's image (never the original), or 「画像なし」. */
export function ContentThumbnail({
  url,
  alt,
  width,
  height,
  radius = 'sm',
}: {
  url: string | null;
  alt: string;
  width: number | string;
  height: number | string;
  radius?: string;
}) {
  const image = useMediaDataUrl(url);
  if (!url || !image.data) {
    return (
      <Center w={width} h={height} bg="gray.1" style={{ borderRadius: 4, flexShrink: 0 }}>
        <Text size="xs" c="dimmed">
          {url ? '' : ja.shopContent.noImage}
        </Text>
      </Center>
    );
  }
  return (
    <Image
      src={image.data}
      alt={alt}
      w={width}
      h={height}
      fit="cover"
      radius={radius}
      style={{ flexShrink: 0 }}
    />
  );
}
