/** The one question before an image goes to the trash, naming where it is used. */
import { useRef } from "react";
import type { ImageUseDto } from "../../../../src/shared/admin-contract";
import { describeUses } from "../../../../src/shared/image-uses";
import { useApi } from "../../api";

/**
 * `question()` asks the server where the image is used when the button is pressed and words the
 * question; `usesTold` is then true when it named uses, so the confirmed delete may go ahead
 * (force=1) instead of being refused for them and asked about again.
 */
export function useTrashQuestion(imageId: number) {
  const { api } = useApi();
  const usesTold = useRef(false);
  const question = async (): Promise<string> => {
    usesTold.current = false;
    // Unknown uses (the request failed): the plain question; the server still refuses a used image.
    const { uses } = await api<{ uses: ImageUseDto[] }>(`/images/${imageId}/usage`).catch(() => ({ uses: [] as ImageUseDto[] }));
    if (uses.length === 0) return "Bu görsel çöp kutusuna taşınsın mı? Sitede hemen görünmez olur; 30 gün içinde geri alınabilir.";
    usesTold.current = true;
    return `Bu görsel kullanılıyor: ${describeUses(uses)}. Taşınırsa bu yerlerden kalkar; 30 gün içinde çöp kutusundan geri alınabilir. Çöp kutusuna taşınsın mı?`;
  };
  return { question, usesTold };
}
