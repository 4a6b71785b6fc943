import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { FormField } from '@/components/form/form-field';
import { firstFieldError } from '@/components/form/first-error';
import { FEEDBACK_CONTACT_MAX, FEEDBACK_CONTENT_MAX } from '@/validation/rules';
import { feedbackSchema, type FeedbackInput, type FeedbackValues } from '@/validation/forms';
import { useOpinionAdd } from '@/calls/opinion-add';
import { toast } from '@/lib/toast';
import { FormPage, PageForm } from '@/components/form/form-page';

const FIELD_ORDER = Object.keys(feedbackSchema.shape);

/** /user/advice: the feedback form; success toasts 提交成功 and returns to the personal centre. */
export default function AdvicePage() {
  const navigate = useNavigate();
  const opinionAdd = useOpinionAdd();
  const { control, handleSubmit, formState } = useForm<FeedbackInput, unknown, FeedbackValues>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { content: '', contact: '' },
  });

  const onSubmit = handleSubmit((values) => {
    opinionAdd.mutate(values, {
      onSuccess: () => {
        void toast('提交成功', 'success');
        void navigate('/user', { replace: true });
      },
    });
  });

  const error = firstFieldError(formState.errors, FIELD_ORDER);
  return (
    <FormPage>
      <PageForm onSubmit={onSubmit} error={error} busy={opinionAdd.isPending} label="提交">
        <FormField
          control={control}
          name="content"
          rows={5}
          label="反馈内容"
          maxLength={FEEDBACK_CONTENT_MAX}
          placeholder="请输入您的意见或建议"
        />
        <FormField
          control={control}
          name="contact"
          label="联系方式"
          maxLength={FEEDBACK_CONTACT_MAX}
          placeholder="手机号、微信号或邮箱（选填）"
        />
      </PageForm>
    </FormPage>
  );
}
