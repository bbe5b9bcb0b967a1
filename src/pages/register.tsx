export function RegisterPage() {
  return (
    <>
      <h1>Üye ol</h1>
      <p className="lead">Derneğimizin sitesinde hesap oluşturun.</p>
      <p className="notice" role="status">
        Üyelik sistemi hazırlanıyor; yeni kayıtlar yakında açılacak.
      </p>
    </>
  );
}
