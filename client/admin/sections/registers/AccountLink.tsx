/**
 * "Hesaba bağla": links an imported or hand-typed entry to its member's site account, by the
 * account's e-mail address, so the member sees "Üyelik kaydım", can resign and gets the entry in
 * their own data export on /hesabim. One account per entry; the server audits the link.
 */
import { useState } from "react";
import type { MemberEntryDto } from "../../../../src/shared/registers/dto";
import { formRefusal, useApi } from "../../api";
import { TextField } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";
import { RegisterForm } from "./RegisterForm";

export function AccountLink({ entry, onDone }: { entry: MemberEntryDto; onDone(): void }) {
  const { api } = useApi();
  const action = useAction();
  const [email, setEmail] = useState("");
  if (entry.account) {
    return (
      <p className="meta">
        Site hesabı: {entry.account.name} ({entry.account.email}). Üye kaydını “Hesabım” sayfasında görür.
      </p>
    );
  }
  const save = () =>
    action.run(
      async () => {
        await api(`/registers/members/${entry.registerNo}/account`, { method: "POST", body: { email } });
        onDone();
        return "Üye kaydı hesaba bağlandı.";
      },
      { refusal: formRefusal },
    );
  return (
    <RegisterForm onSave={save} submitLabel="Hesaba bağla" busyLabel="Bağlanıyor…" busy={action.busy !== null}>
      <h2>Site hesabına bağla</h2>
      <p className="meta">Bu kayıt bir site hesabına bağlı değil. Üye siteye kaydolduysa hesabının e-posta adresini yazın: kaydını, istifa düğmesini ve verilerini “Hesabım” sayfasında görür.</p>
      <ActionFeedback action={action} />
      <TextField id="hesap-email" type="email" label="Hesabın e-posta adresi" value={email} onChange={setEmail} error={action.fieldErrors.email} required />
    </RegisterForm>
  );
}
