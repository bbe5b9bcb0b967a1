/**
 * The member register's legal hold (docs/kvkk.md): the association must keep its member register
 * (Dernekler Yönetmeliği, the books article; communiqué 2006/1), so neither an erasure nor a
 * resignation removes an entry. What the register does not require of an erased person goes: the
 * account, its phone and the entry's optional e-mail column. One wording for the person, the
 * administrator and the data file.
 */
export const REGISTER_HOLD =
  "Üye kayıt defteri, derneğin kanunen tutmak zorunda olduğu bir defterdir. Bu kayıt hesabınız silinse de silinmez; defterin saklanması gereken süre boyunca, yasal yükümlülük gereği saklanır. Kayıttaki e-posta adresi, kanunen zorunlu olmadığından hesabınız silinirken kaldırılır.";
