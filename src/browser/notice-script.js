// Hides the site notice outside its dates: a page can outlive the day its notice ends.
((notice) => {
  if (!notice) return;
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  notice.hidden =
    today < notice.getAttribute('data-start') || today > notice.getAttribute('data-end');
})(document.currentScript && document.currentScript.previousElementSibling);
