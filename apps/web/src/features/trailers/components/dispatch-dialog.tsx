import {
  DEFAULT_DISPATCH_MODE,
  TRAILER_MESSAGES,
  type Trailer,
} from '@yardline/domain/trailers/trailer.schema';
import { Alert, App, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDispatchTrailer } from '../api/dispatch-trailer.ts';

/** Dispatch (doc 3 §4, §8): sets the outDate; the returned status is shown if not success. */
export function DispatchDialog({
  trailer,
  userName,
  onClose,
}: {
  trailer: Trailer;
  userName: string;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [mode, setMode] = useState(DEFAULT_DISPATCH_MODE);
  const [problem, setProblem] = useState<string>();
  const dispatch = useDispatchTrailer();

  const submit = () =>
    dispatch.mutate(
      { trailerTagId: trailer.trailerTagId, userName, dispatchMode: mode },
      {
        onSuccess: () => {
          message.success(TRAILER_MESSAGES.dispatched);
          onClose();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );

  return (
    <Modal
      open
      title={`Dispatch trailer ${trailer.trailerTagId}`}
      okText="Dispatch"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={dispatch.isPending}
      destroyOnHidden
    >
      <Flex vertical gap={8}>
        <Typography.Text>
          Trailer {trailer.trailerNumber}
          {trailer.outDate
            ? ', already dispatched: it will be dispatched again.'
            : ' leaves the yard now.'}
        </Typography.Text>
        <label htmlFor="dispatch-mode">Dispatch mode</label>
        <Input
          id="dispatch-mode"
          value={mode}
          onChange={(event) => setMode(event.target.value)}
          maxLength={40}
        />
        {problem && <Alert type="error" showIcon title={problem} />}
      </Flex>
    </Modal>
  );
}
