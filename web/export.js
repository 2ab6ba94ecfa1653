// Downloads for the page's Export buttons (app/export.go) and the large
// jobs' values (web/jobs.js): files made in the browser, never sent
// anywhere.
(() => {
  // eqxDownload saves blob as filename.
  window.eqxDownload = (blob, filename) => {
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  // eqxSaveText saves text with a media type.
  window.eqxSaveText = (text, filename, type) => window.eqxDownload(new Blob([text], { type }), filename);

  // eqxSavePNG draws an SVG (one of the page's figures, which carry their
  // own size in their viewBox) at scale× into a canvas and saves it as PNG.
  // The SVG is loaded as an image: no script in it could run.
  window.eqxSavePNG = (svg, filename, scale = 2) =>
    new Promise((resolve, reject) => {
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
      const [, , w, h] = (doc.getAttribute('viewBox') || '0 0 480 300').split(/[\s,]+/).map(Number);
      doc.setAttribute('width', w);
      doc.setAttribute('height', h);
      const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(doc)], { type: 'image/svg+xml' }));
      const img = new Image();
      img.onload = () => {
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(w * scale);
        canvas.height = Math.round(h * scale);
        const ctx = canvas.getContext('2d');
        ctx.scale(scale, scale);
        ctx.drawImage(img, 0, 0, w, h);
        URL.revokeObjectURL(url);
        canvas.toBlob((png) => {
          if (!png) return reject(new Error('the browser could not encode the PNG'));
          window.eqxDownload(png, filename);
          resolve(true);
        }, 'image/png');
      };
      img.onerror = () => {
        URL.revokeObjectURL(url);
        reject(new Error('the figure could not be drawn as an image'));
      };
      img.src = url;
    });
})();
