import type { ThemeConfig } from 'antd';

/** A calm, low-contrast-chrome theme for screens watched through a whole shift. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2b6a8f',
    colorInfo: '#2b6a8f',
    colorBgLayout: '#f2f4f6',
    borderRadius: 4,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: {
      headerBg: '#1f3347',
      headerColor: '#e8eef3',
      headerHeight: 44,
      headerPadding: '0 12px',
      lightSiderBg: '#ffffff',
    },
    Menu: { itemSelectedBg: '#e2edf4', itemSelectedColor: '#1f5373' },
    Table: { headerBg: '#eef2f5' },
    Form: { itemMarginBottom: 12, verticalLabelPadding: '0 0 2px' },
  },
};
