import { Flex, Typography } from 'antd';
import { TerminalFacts } from './components/terminal-facts.tsx';
import { YardLayoutTable } from './components/yard-layout-table.tsx';

/** `/main`, the home screen: the terminal at a glance. */
export function HomePage() {
  return (
    <Flex vertical gap={12}>
      <title>Terminal overview · Yardline</title>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        Terminal overview
      </Typography.Title>
      <TerminalFacts />
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        Yard areas
      </Typography.Title>
      <YardLayoutTable />
    </Flex>
  );
}
