/** The wide artwork at the top of an article or a post, with its honest caption. */
export function HeroFigure({ image, tall = "sm:h-80" }: { image: { src: string; alt: string; caption: string }; tall?: string }) {
  return (
    <figure className="bg-indigo-deep">
      <img
        src={image.src}
        alt={image.alt}
        width={1200}
        height={500}
        className={`mx-auto block h-56 w-full max-w-6xl object-cover ${tall}`}
      />
      <figcaption className="mx-auto max-w-6xl px-4 py-2 text-xs text-lilac sm:px-6">{image.caption}</figcaption>
    </figure>
  );
}
