import { Result } from 'antd';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main>
      <title>Page not found · Yardline</title>
      <Result
        status="404"
        title="Page not found"
        subTitle="There is no page at this address."
        extra={<Link to="/">Go to the home page</Link>}
      />
    </main>
  );
}
