import { PlusOutlined } from '@ant-design/icons';
import type { Survey } from '@yardline/domain/surveys/survey';
import { SURVEY_PHOTO_LIMITS } from '@yardline/domain/surveys/survey-photos';
import { App, Button, Image, Space, Upload } from 'antd';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAddSurveyPhoto } from '../api/surveys.ts';

/** The JPEG and PNG photos a survey takes (the server checks their bytes). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

/**
 * A survey's photos as thumbnails (click for the full photo), and for users who may change boxes
 * a button adding one more while the survey has fewer than its limit.
 */
export function SurveyPhotos({
  survey,
  number,
  mayChange,
}: {
  survey: Survey;
  number: string;
  mayChange: boolean;
}) {
  const { message } = App.useApp();
  const add = useAddSurveyPhoto(number);
  return (
    <Space wrap size={4}>
      <Image.PreviewGroup>
        {survey.photos.map((photo) => (
          <Image
            key={photo.path}
            src={photo.path}
            alt={`Photo ${photo.name}`}
            width={48}
            height={48}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ))}
      </Image.PreviewGroup>
      {mayChange && survey.photos.length < SURVEY_PHOTO_LIMITS.perSurvey && (
        <Upload
          accept={PHOTO_ACCEPT}
          showUploadList={false}
          beforeUpload={(photo) => {
            add.mutate(
              { surveyId: survey.id, photo },
              { onError: (error) => message.error(errorMessage(error), 5) },
            );
            return false;
          }}
        >
          <Button
            size="small"
            icon={<PlusOutlined />}
            loading={add.isPending}
            aria-label={`Add a photo to the survey of ${survey.gateInDate}`}
          />
        </Upload>
      )}
    </Space>
  );
}
