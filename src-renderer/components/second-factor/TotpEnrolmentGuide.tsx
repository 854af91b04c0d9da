import { useEffect, useState } from 'react';
import { Code, Image, Skeleton, Stack, Text } from '@mantine/core';
import QRCode from 'qrcode';
import type { SecondFactorEnrolment } from '@shared/api';
import { ja } from '@shared/messages';

const QR_SIZE = 184;

/** How to register a new TOTP secret in an authenticator app: its QR code, and its key to type in. */
export function TotpEnrolmentGuide({ enrolment }: { enrolment: SecondFactorEnrolment }) {
  const [qrSource, setQrSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(enrolment.otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (svg) => {
        if (current) setQrSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      },
    );
    return () => {
      current = false;
    };
  }, [enrolment.otpauthUri]);

  return (
    <Stack gap="xs">
      <Text size="sm">{ja.secondFactor.enrolStep1}</Text>
      <Text size="xs" c="dimmed">
        {ja.secondFactor.apps}
      </Text>
      {qrSource ? (
        <Image
          src={qrSource}
          alt={ja.secondFactor.qrAlt}
          w={QR_SIZE}
          h={QR_SIZE}
          fit="contain"
          data-testid="second-factor-qr"
        />
      ) : (
        <Skeleton w={QR_SIZE} h={QR_SIZE} />
      )}
      <Text size="xs" c="dimmed">
        {ja.secondFactor.enrolManual}
      </Text>
      <Code
        aria-label={ja.secondFactor.secretKey}
        data-testid="second-factor-secret"
        style={{ wordBreak: 'break-all' }}
      >
        {enrolment.secret}
      </Code>
    </Stack>
  );
}
