import { counted } from '@yardline/domain/common/counted';
import type { CardUploadAnswer } from '@yardline/domain/trailers/trailer-cards.schema';
import { useState } from 'react';
import { UploadDialog } from '../../../components/upload-dialog.tsx';
import { UploadOutcome } from '../../../components/upload-outcome.tsx';
import { useUploadTasks } from '../api/upload-tasks.ts';

/** The task upload (doc 3 §2): the dialog, then what was saved or every row refused, with why. */
export function TaskUpload({
  open,
  onClose,
  userName,
}: {
  open: boolean;
  onClose: () => void;
  userName: string;
}) {
  const upload = useUploadTasks(userName);
  const [uploaded, setUploaded] = useState<CardUploadAnswer>();
  return (
    <>
      {uploaded && (
        <UploadOutcome
          answer={uploaded}
          title={
            uploaded.status === 'success'
              ? `${counted(uploaded.saved, 'task')} saved.`
              : `Nothing was saved: ${counted(uploaded.errors.length, 'row')} refused.`
          }
          onClose={() => setUploaded(undefined)}
        />
      )}
      <UploadDialog<CardUploadAnswer>
        open={open}
        title="Upload tasks"
        onUpload={upload}
        onDone={(answer) => {
          setUploaded(answer);
          onClose();
        }}
        onClose={onClose}
      >
        An .xlsx or .csv with the headings Container number, Task type, Delivery mode, From
        location, To location and, when needed, To location details and Assigned machine. Every row
        is saved, or none.
      </UploadDialog>
    </>
  );
}
