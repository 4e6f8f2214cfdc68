/** A short two-tone alert made with the Web Audio API (no audio file); silent where audio is unavailable or blocked. */
type AudioContextCtor = typeof AudioContext;

let context: AudioContext | null = null;

export function beep(): void {
  const Ctor: AudioContextCtor | undefined =
    typeof window === 'undefined' ? undefined : ((window as { AudioContext?: AudioContextCtor }).AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext);
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    const ctx = context;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime;
    [880, 1320].forEach((frequency, i) => {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + i * 0.18;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.17);
    });
  } catch {
    /* autoplay policy or no audio device: the notification alone must do */
  }
}
