import { useEffect, useState } from 'react';

const speechSupported = () =>
  typeof window !== 'undefined' &&
  !!window.speechSynthesis &&
  typeof window.SpeechSynthesisUtterance === 'function';

/**
 * Spoken narration (Web Speech API): says `text` whenever it changes while `speaking`, unless muted.
 * Pausing, muting, moving on and leaving the page all cut the current sentence off.
 */
export function useNarration(text: string, speaking: boolean) {
  const [supported] = useState(speechSupported);
  const [muted, setMuted] = useState(false);
  useEffect(() => {
    if (!supported || muted || !speaking || !text) return;
    const synth = window.speechSynthesis;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'en-GB';
    synth.cancel();
    synth.speak(utterance);
    return () => synth.cancel();
  }, [supported, muted, speaking, text]);
  return { supported, muted, toggleMute: () => setMuted((value) => !value) };
}
