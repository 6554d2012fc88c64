import { BarChart, LineChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only the pieces the screens draw, so the chart code stays small; SVG keeps text selectable.
echarts.use([
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  AriaComponent,
  SVGRenderer,
]);

export type EChartOption = echarts.EChartsCoreOption;

/**
 * An ECharts chart that fills its box, redraws when `option` changes and follows the box's size.
 * `label` names the figure; the chart itself describes its data (the ECharts aria component).
 */
export function EChart({
  option,
  label,
  height = 280,
}: {
  option: EChartOption;
  label: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts>(undefined);

  useEffect(() => {
    if (!box.current) return;
    const instance = echarts.init(box.current, undefined, { renderer: 'svg' });
    chart.current = instance;
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({ aria: { enabled: true }, ...option }, { notMerge: true });
  }, [option]);

  // ECharts writes its own description on the box it draws in; the figure keeps our name.
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <div ref={box} style={{ width: '100%', height }} />
    </figure>
  );
}
