export { ActingInsideBanner } from './ActingInsideBanner';
export { useActingInside } from './actingInside';
export { useActInside } from './useActInside';
