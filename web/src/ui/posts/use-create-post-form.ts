import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/** What the submit needs to know of the pictures being uploaded (useImageUploads' result). */
interface PictureState {
  busy: boolean;
  count: number;
  imageIds: string[];
}

/**
 * A create form with pictures, checked by its schema as each field is left. The pictures are not a
 * form field, so the submit checks them alongside the fields (every problem shows at once), and a
 * post never goes out while one is still uploading or, where pictures are required, without any.
 */
export function useCreatePostForm<Input extends FieldValues, Values>(
  schema: z.ZodType<Values, Input>,
  defaultValues: DefaultValues<Input>,
  uploads: PictureState,
  { picturesRequired = false }: { picturesRequired?: boolean } = {},
) {
  const form = useForm<Input, unknown, Values>({ resolver: zodResolver(schema), defaultValues, mode: 'onTouched' });
  const [imagesError, setImagesError] = useState<string | undefined>();

  // A change of pictures settles the old complaint about them.
  useEffect(() => {
    setImagesError(undefined);
  }, [uploads.count, uploads.busy]);

  const imagesProblem = () =>
    uploads.busy
      ? 'Wait for the pictures to finish uploading.'
      : picturesRequired && uploads.imageIds.length === 0
        ? 'Add at least one picture.'
        : undefined;

  /**
   * CreateFormFrame's submit wiring (its onSubmit, and whether pictures are still uploading): `post`
   * gets the checked values once the fields and the pictures pass.
   */
  const submitWith = (post: (values: Values) => void) => {
    const submitValid = form.handleSubmit((values) => {
      if (imagesProblem()) return;
      post(values);
    });
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      setImagesError(imagesProblem());
      void submitValid(event);
    };
    return { onSubmit, uploading: uploads.busy };
  };

  return { form, errors: form.formState.errors, imagesError, setImagesError, submitWith };
}
