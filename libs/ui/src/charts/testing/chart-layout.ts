// For component tests in jsdom, which lays nothing out: elements measure 0×0 and there is no
// ResizeObserver, so a responsive recharts chart would draw nothing. This gives a chart's container
// a fixed box (every other element, the legend included, stays 0×0 so it takes no room from the
// plot) and a ResizeObserver that reports it once, so the charts draw their SVG as in a browser.
// Test code only: exported as @scoreline/ui/charts/testing for the remotes' test setups.
const WIDTH = 640;
const HEIGHT = 320;

class FixedSizeResizeObserver implements ResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}

  observe(target: Element): void {
    const rect = target.getBoundingClientRect();
    const size = [{ inlineSize: rect.width, blockSize: rect.height }];
    const entry = {
      target,
      contentRect: rect,
      borderBoxSize: size,
      contentBoxSize: size,
      devicePixelContentBoxSize: size,
    } as unknown as ResizeObserverEntry;
    this.callback([entry], this);
  }

  unobserve(): void {}

  disconnect(): void {}
}

const isChartBox = (element: Element) =>
  element.classList.contains('recharts-wrapper') || element.classList.contains('sl-chart__drawing');

export function installChartLayout(): void {
  globalThis.ResizeObserver = FixedSizeResizeObserver;
  Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
    return isChartBox(this)
      ? DOMRect.fromRect({ x: 0, y: 0, width: WIDTH, height: HEIGHT })
      : DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
  };
  const size = (value: number) => ({
    configurable: true,
    get(this: Element) {
      return isChartBox(this) ? value : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', size(WIDTH));
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', size(HEIGHT));
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', size(WIDTH));
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', size(HEIGHT));
}
