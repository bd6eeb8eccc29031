// Apache ECharts, tree-shaken (decision 0056): only the parts these pages draw. Imported only by the lazy
// insights pages, so no landing page's first JavaScript carries it.
import { BarChart, FunnelChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, FunnelChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
