import { PermanentTrailer, PlaCard } from '@yardline/domain/trailers/trailer-cards.schema';
import { Flex, Tabs, Typography } from 'antd';
import { useHealth } from '../../api/health.ts';
import { KeyedListTab } from '../../components/crud/keyed-list-tab.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { TrailersTab } from './components/trailers-tab.tsx';
import { trailerRights } from './permissions.ts';

const PLA_CARDS = {
  path: '/rest/trailers/pla-cards',
  uploadPath: '/rest/enterprise/trailers/pla-cards/upload',
  row: PlaCard,
};
const PERMANENT_TRAILERS = {
  path: '/rest/trailers/permanent',
  uploadPath: '/rest/enterprise/trailers/permanent/upload',
  row: PermanentTrailer,
};

/** `/trailers`: tabs trailers, plaCards and permanentTrailers (doc 3 §2). */
export function TrailersPage() {
  const health = useHealth();
  if (!health.data) return <PageLoading />;
  const user = health.data;
  const rights = trailerRights(user);

  return (
    <Flex vertical gap={8}>
      <title>Trailers · Yardline</title>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        Trailers
      </Typography.Title>
      <Tabs
        items={[
          {
            key: 'trailers',
            label: 'Trailers',
            children: <TrailersTab user={user} rights={rights} />,
          },
          {
            key: 'plaCards',
            label: 'PLA cards',
            children: (
              <KeyedListTab
                noun="PLA card mapping"
                api={PLA_CARDS}
                userName={user.userName}
                rights={rights}
                fields={[
                  {
                    name: 'trailerTagNumber',
                    label: 'Trailer tag',
                    max: 20,
                    required: 'Enter trailer tag',
                  },
                  {
                    name: 'plaCardNumber',
                    label: 'PLA card',
                    max: 20,
                    required: 'Enter PLA card number',
                  },
                ]}
              />
            ),
          },
          {
            key: 'permanentTrailers',
            label: 'Permanent trailers',
            children: (
              <KeyedListTab
                noun="permanent trailer"
                api={PERMANENT_TRAILERS}
                userName={user.userName}
                rights={rights}
                fields={[
                  {
                    name: 'trailerNumber',
                    label: 'Trailer number',
                    max: 20,
                    required: 'Enter trailer number',
                  },
                  {
                    name: 'trailerTag',
                    label: 'Trailer tag',
                    max: 20,
                    required: 'Enter trailer tag',
                  },
                  { name: 'trailerType', label: 'Trailer type', max: 40 },
                  { name: 'transporter', label: 'Transporter', max: 100 },
                ]}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}
