import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ja } from '@shared/messages';
import { useFailureHandler } from '../../platform/useFailureHandler';
import { useAlertStore } from '../../platform/alerts/useAlerts';
import { mediaDataUrlQuery } from '../../components/media/useMediaDataUrl';

function dataUrlBytes(dataUrl: string): ArrayBuffer {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes.buffer;
}

/**
 * Plays a stored sound of the API. It is decoded with Web Audio from the bytes main fetched,
 * because the page's content security policy lets no media element load a data: URL.
 */
export function useSoundPreview() {
  const queryClient = useQueryClient();
  const alerts = useAlertStore();
  const handleFailure = useFailureHandler();
  const contextRef = useRef<AudioContext | null>(null);
  const sourceRef = useRef<AudioBufferSourceNode | null>(null);
  const [playing, setPlaying] = useState(false);

  const stop = useCallback(() => {
    sourceRef.current?.stop();
    sourceRef.current = null;
    setPlaying(false);
  }, []);

  useEffect(
    () => () => {
      sourceRef.current?.stop();
      void contextRef.current?.close();
    },
    [],
  );

  const play = useCallback(
    async (url: string) => {
      stop();
      let dataUrl: string;
      try {
        dataUrl = (await queryClient.fetchQuery(mediaDataUrlQuery(url))).dataUrl;
      } catch (error) {
        handleFailure(error);
        return;
      }
      try {
        const context = (contextRef.current ??= new AudioContext());
        const source = context.createBufferSource();
        source.buffer = await context.decodeAudioData(dataUrlBytes(dataUrl));
        source.connect(context.destination);
        source.onended = () => {
          if (sourceRef.current === source) stop();
        };
        sourceRef.current = source;
        source.start();
        setPlaying(true);
      } catch {
        alerts.add({ message: ja.storeSettings.soundPlayFailed, type: 'error' });
      }
    },
    [alerts, handleFailure, queryClient, stop],
  );

  return { playing, play, stop };
}
