import SlickModule from 'react-slick';

/**
 * react-slick is published as CommonJS with `exports.default`: the development server hands over
 * the component itself, the production bundle the module object around it. Either way, this is
 * the component.
 */
type SliderComponent = typeof SlickModule;
const wrapped = SlickModule as SliderComponent | { default: SliderComponent };
export const Slider: SliderComponent = 'default' in wrapped ? wrapped.default : wrapped;
export type Slider = InstanceType<SliderComponent>;
