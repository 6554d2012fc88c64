import { Flex, Spin } from 'antd';

/** Shown while a screen's code or its first data loads. */
export function PageLoading() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240 }}>
      <Spin aria-label="Loading" />
    </Flex>
  );
}
