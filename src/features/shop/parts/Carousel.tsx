/**
 * A light CSS scroll-snap carousel (no slider library in the public first load): autoplay every
 * 3000 ms (paused on hover, focus, hidden tab or reduced motion), previous/next buttons, and
 * 6/4/2/1 items per view by breakpoint (`single` shows one at a time, for banners).
 */
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useReducedMotion } from '@/components/useReducedMotion';

export const AUTOPLAY_MS = 3000;

export interface CarouselProps {
  label: string;
  children: ReactNode;
  single?: boolean;
  autoplay?: boolean;
}

function isRtl(el: HTMLElement) {
  return getComputedStyle(el).direction === 'rtl';
}

export function Carousel({ label, children, single = false, autoplay = true }: CarouselProps) {
  const intl = useIntl();
  const track = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  const count = Children.count(children);

  /** Scroll by one slide forward (+1) or back (−1), wrapping at either end. */
  const step = useCallback((delta: 1 | -1) => {
    const el = track.current;
    if (!el || typeof el.scrollBy !== 'function') return;
    const slide = el.firstElementChild as HTMLElement | null;
    const width = slide ? slide.getBoundingClientRect().width + parseFloat(getComputedStyle(el).columnGap || '0') : el.clientWidth;
    const sign = isRtl(el) ? -1 : 1;
    const position = Math.abs(el.scrollLeft);
    const max = el.scrollWidth - el.clientWidth;
    if (delta > 0 && position >= max - 2) el.scrollTo({ left: 0, behavior: 'smooth' });
    else if (delta < 0 && position <= 2) el.scrollTo({ left: sign * max, behavior: 'smooth' });
    else el.scrollBy({ left: sign * delta * width, behavior: 'smooth' });
  }, []);

  useEffect(() => {
    if (!autoplay || paused || count < 2) return undefined;
    if (reduced) return undefined;
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') step(1);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(id);
  }, [autoplay, paused, reduced, count, step]);

  return (
    <div
      className={`carousel${single ? ' carousel--single' : ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* focusable, so keyboard users can scroll it with the arrow keys */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="carousel__track" ref={track} tabIndex={0}>
        {Children.map(children, (child) => (
          <div className="carousel__slide">{child}</div>
        ))}
      </div>
      {count > 1 && (
        <>
          <Button
            shape="circle"
            className="carousel__nav carousel__nav--prev"
            icon={<span className="carousel__icon"><LeftOutlined /></span>}
            aria-label={intl.formatMessage({ id: 'shop.carousel.previous' })}
            onClick={() => step(-1)}
          />
          <Button
            shape="circle"
            className="carousel__nav carousel__nav--next"
            icon={<span className="carousel__icon"><RightOutlined /></span>}
            aria-label={intl.formatMessage({ id: 'shop.carousel.next' })}
            onClick={() => step(1)}
          />
        </>
      )}
    </div>
  );
}
