import { jumpError, pageCount } from '@yardline/domain/containers/container-records';
import { Button, Flex, InputNumber, Pagination, Space, Typography } from 'antd';
import { useState } from 'react';

interface ListPagerProps {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}

/** Page buttons and the jump-to-page input, which refuses a page outside the range (doc 1 §5). */
export function ListPager({ page, size, total, onPage }: ListPagerProps) {
  const [target, setTarget] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const count = pageCount(total, size);
  const jump = () => {
    const problem = jumpError(target ?? Number.NaN, count);
    setError(problem);
    if (!problem && target !== null) onPage(target);
  };
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Typography.Text type="secondary">
        {total.toLocaleString('en')} {total === 1 ? 'container' : 'containers'} · page {page} of{' '}
        {count.toLocaleString('en')}
      </Typography.Text>
      <Space wrap>
        <Pagination
          size="small"
          current={page}
          pageSize={size}
          total={total}
          showSizeChanger={false}
          onChange={onPage}
        />
        <Space.Compact>
          <InputNumber
            size="small"
            aria-label="Jump to page"
            placeholder="Page"
            value={target}
            onChange={(value) => setTarget(typeof value === 'number' ? value : null)}
            onPressEnter={jump}
            status={error ? 'error' : undefined}
            style={{ width: 80 }}
          />
          <Button size="small" onClick={jump}>
            Go
          </Button>
        </Space.Compact>
        {error && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
      </Space>
    </Flex>
  );
}
