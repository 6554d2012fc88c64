import { Result } from 'antd';
import { Link } from 'react-router';

/** The static 403 page of doc 1 §8. */
export function ForbiddenPage() {
  return (
    <main>
      <title>No permission · Yardline</title>
      <Result
        status="403"
        title="403"
        subTitle="You do not have permission to open this page"
        extra={<Link to="/">Go to the home page</Link>}
      />
    </main>
  );
}
