import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { CarouselNav } from '../../components/carousel/CarouselNav';
import type { Slider } from '../../components/carousel/slider';
import { SlideTrack } from '../../components/carousel/SlideTrack';
import { PageFrame } from '../../components/page/PageFrame';
import { paths } from '../../config/paths';
import { isOnBoardingDone, markOnBoardingDone } from '../../lib/onBoarding';
import './content.css';

const SLIDES = ['welcome', 'bills', 'usage', 'messages'] as const;

/**
 * The app's first-run slides (forced standalone, spec 01 §2). Finishing or skipping them is
 * remembered on this device; a device that has seen them goes straight home.
 */
export default function AppOnBoardingScreen() {
  const { t } = useTranslation(['content', 'titles']);
  const navigate = useNavigate();
  const sliderRef = useRef<Slider>(null);
  const [alreadyDone] = useState(() => isOnBoardingDone());
  const [current, setCurrent] = useState(0);
  if (alreadyDone) return <Navigate to={paths.home} replace />;

  const finish = () => {
    markOnBoardingDone();
    void navigate(paths.home, { replace: true });
  };
  const goTo = (index: number) => {
    setCurrent(index);
    sliderRef.current?.slickGoTo(index);
  };
  const last = current === SLIDES.length - 1;
  const slides = SLIDES.map((slide) => (
    <div key={slide} className="onboarding-slide">
      <h2 className="onboarding-slide__title">{t(`onBoarding.${slide}.title`)}</h2>
      <p>{t(`onBoarding.${slide}.body`)}</p>
    </div>
  ));

  return (
    <PageFrame title={t('titles:appOnBoarding')}>
      <div className="onboarding card">
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {t('onBoarding.counter', { current: current + 1, total: SLIDES.length })}
        </p>
        <SlideTrack
          slides={slides}
          current={current}
          started
          sliderRef={sliderRef}
          onChange={setCurrent}
        />
        <CarouselNav
          current={current}
          total={SLIDES.length}
          onGo={goTo}
          labels={{
            previous: t('onBoarding.previous'),
            next: t('onBoarding.next'),
            dots: t('onBoarding.dots'),
            goTo: (number) => t('onBoarding.goTo', { number }),
          }}
        />
      </div>
      <div className="onboarding-actions">
        {last ? null : (
          <Button variant="secondary" onClick={finish}>
            {t('onBoarding.skip')}
          </Button>
        )}
        <Button
          onClick={() => {
            if (last) finish();
            else goTo(current + 1);
          }}
        >
          {last ? t('onBoarding.start') : t('onBoarding.continue')}
        </Button>
      </div>
    </PageFrame>
  );
}
