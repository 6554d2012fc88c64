import { Alert, Descriptions, type DescriptionsProps, Skeleton } from 'antd';
import { useMetadata } from '../../../api/metadata.ts';
import { errorMessage } from '../../../lib/api-error.ts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The product settings that matter on the floor, from GET /rest/metadata. */
export function TerminalFacts() {
  const metadata = useMetadata();

  if (metadata.isPending) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (metadata.isError) return <Alert type="error" showIcon title={errorMessage(metadata.error)} />;

  const { data } = metadata;
  const items: DescriptionsProps['items'] = [
    { key: 'enterprise', label: 'Enterprise edition', children: yesNo(data.enterpriseVersion) },
    {
      key: 'idle',
      label: 'Session idle time',
      children: `${data.sessionExpireInIdleMins} minutes`,
    },
    { key: 'refresh', label: 'Data refresh', children: `every ${data.dataRefreshRate} s` },
    { key: 'page', label: 'Rows per page', children: data.paginationItemsPerPage },
    { key: 'lowest', label: 'Lowest tier', children: data.startHeight },
    { key: 'strict', label: 'Strict passwords', children: yesNo(data.passwordStrictness) },
  ];

  return (
    <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3, xxl: 6 }} items={items} />
  );
}
