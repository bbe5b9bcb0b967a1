export function LoginPage({ next }: { next?: string }) {
  return (
    <>
      <h1>Giriş yap</h1>
      <p className="lead">Yönetim paneline editörler ve yöneticiler giriş yapabilir.</p>
      <p className="notice" role="status">
        Üyelik sistemi hazırlanıyor; şu anda giriş yapılamıyor.
        {next ? " Giriş yaptıktan sonra istediğiniz sayfaya yönlendirileceksiniz." : null}
      </p>
    </>
  );
}
