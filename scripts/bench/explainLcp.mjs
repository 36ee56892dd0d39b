/**
 * What Lighthouse's simulated largest contentful paint is made of: the two graphs Lantern
 * simulates (optimistic and pessimistic, averaged) and, in each, the chain of requests and
 * main-thread tasks that ends last. Used by `npm run bench -- --explain-lcp`.
 */
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

function describeNode(node) {
  if (node.type === 'network') {
    const { url, resourceType, priority, transferSize, requestMethod } = node.request;
    const method = requestMethod && requestMethod !== 'GET' ? `${requestMethod} ` : '';
    return `net ${method}${url.replace(/^https?:\/\/127\.0\.0\.1:\d+/, '')} (${resourceType}, ${priority}, ${Math.round((transferSize ?? 0) / 1024)} KB)`;
  }
  const scripts = node.getEvaluateScriptURLs?.() ?? new Set();
  const names = [...scripts].map((url) => url.split('/').pop()).join(', ');
  const observed = Math.round((node.endTime - node.startTime) / 1000);
  const what = node.childEvents
    .map((event) => event.name)
    .filter((name) =>
      [
        'EvaluateScript',
        'v8.evaluateModule',
        'FunctionCall',
        'Layout',
        'Paint',
        'ParseHTML',
        'TimerFire',
        'EventDispatch',
        'RunMicrotasks',
      ].includes(name),
    );
  return `cpu ${observed} ms observed${names ? ` eval ${names}` : ''} [${[...new Set(what)].join(' ')}]`;
}

function criticalPath(timings) {
  let last = null;
  for (const [node, timing] of timings) {
    if (!last || timing.endTime > timings.get(last).endTime) last = node;
  }
  const path = [];
  for (let node = last; node;) {
    path.unshift(node);
    const parents = node.getDependencies().filter((parent) => timings.has(parent));
    node = parents.sort((a, b) => timings.get(b).endTime - timings.get(a).endTime)[0];
  }
  return path;
}

const span = (timing) =>
  `${String(Math.round(timing.startTime)).padStart(5)}-${String(Math.round(timing.endTime)).padStart(5)} ms`;

/**
 * `result` is what lighthouse() resolved to (its artifacts hold the trace and the network log).
 * Returns lines to print: per graph, every node by simulated end (the last 40), then the chain of
 * dependencies that ends last.
 */
export async function explainLcp(result) {
  const { artifacts, lhr } = result;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const metric = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  const lines = [`  simulated LCP ${Math.round(metric.timing)} ms (the mean of the two graphs)`];
  for (const [label, estimate] of [
    ['optimistic', metric.optimisticEstimate],
    ['pessimistic', metric.pessimisticEstimate],
  ]) {
    const timings = [...estimate.nodeTimings];
    const cpuTotal = timings
      .filter(([node]) => node.type === 'cpu')
      .reduce((sum, [, timing]) => sum + timing.duration, 0);
    const bytes = timings
      .filter(([node]) => node.type === 'network')
      .reduce((sum, [node]) => sum + (node.request.transferSize ?? 0), 0);
    lines.push(
      `  ${label} graph: ${Math.round(estimate.timeInMs)} ms, ${timings.length} nodes, ${Math.round(bytes / 1024)} KB, ${Math.round(cpuTotal)} ms of simulated main thread`,
      '   nodes by simulated end:',
    );
    const latest = timings.sort((a, b) => a[1].endTime - b[1].endTime).slice(-40);
    for (const [node, timing] of latest) lines.push(`    ${span(timing)} ${describeNode(node)}`);
    lines.push('   the chain that ends last:');
    for (const node of criticalPath(estimate.nodeTimings)) {
      lines.push(`    ${span(estimate.nodeTimings.get(node))} ${describeNode(node)}`);
    }
  }
  return lines.join('\n');
}
