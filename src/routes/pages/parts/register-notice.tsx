import { ACCOUNT_PATH } from "../../../shared/paths";

/**
 * The notice's part on the member register (docs/kvkk.md, docs/registers.md): a fact of the running
 * site like the retention periods, so it is not in the editable text. Membership of an association is
 * special-category data (KVKK art. 6); the register is kept because the law requires it.
 */
export function RegisterNotice() {
  return (
    <section className="section" aria-labelledby="uye-kayit-defteri">
      <h2 id="uye-kayit-defteri">Üye kayıt defteri</h2>
      <p>
        Üyeliğe kabul edilen herkes, Dernekler Yönetmeliği ve İçişleri Bakanlığının 2006/1 sayılı tebliği gereği derneğin Üye Kayıt
        Defteri’ne yazılır: adı soyadı, T.C. kimlik numarası, tabiiyeti, anne adı, cinsiyeti, üyeliğe giriş ve çıkış tarihleri ile bunlara
        ilişkin kararlar; varsa baba adı, mesleği, öğrenim durumu, yerleşim yeri ve e-posta adresi.
      </p>
      <ul>
        <li>
          <strong>Hukuki sebep: </strong>
          derneğin kanuni yükümlülüğü (KVKK madde 5). Bir derneğe üyelik özel nitelikli kişisel veridir; defteri kanun öngördüğü için
          işleriz (KVKK madde 6) ve açık rızanızı istemeyiz.
        </li>
        <li>
          <strong>Kimler görür: </strong>
          yalnızca yönetim kurulu üyeleri ve site yöneticileri. Siz kendi kaydınızı <a href={ACCOUNT_PATH}>Hesabım</a> sayfasında görürsünüz.
          T.C. kimlik numaraları şifrelenerek saklanır, listelerde maskeli gösterilir ve tamamının her görüntülenmesi işlem kaydına yazılır.
          Üyeliğe giriş ve çıkışlar, Dernekler Kanunu gereği İçişleri Bakanlığının DERBİS sistemine bildirilir.
        </li>
        <li>
          <strong>Saklama süresi: </strong>
          defter, kanunun defterlerin saklanmasını istediği süre boyunca saklanır. Üyeliğiniz sona erdiğinde ya da site hesabınızı
          sildiğinizde kaydınız silinmez, çıkış tarihiyle defterde kalır; hesabınızı sildiğinizde yalnızca kayıttaki e-posta adresi kaldırılır.
          Resmî kayıt, derneğin basılı ve onaylı defteridir.
        </li>
      </ul>
    </section>
  );
}
