import { Box, Container, Heading, HStack, IconButton, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useEffect, useState, type KeyboardEvent } from "react";
import { LuChevronLeft, LuChevronRight, LuPause, LuPlay } from "react-icons/lu";
import { ResponsiveImage } from "../../components/responsive-image";
import type { HomePageQuery } from "../../gql/graphql";

type Slide = HomePageQuery["slides"][number];

export const SLIDE_INTERVAL_MS = 7000;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The home page's slides, fading into one another. It moves on by itself unless the visitor
 * prefers reduced motion, stops while the pointer or the keyboard focus is on it, and has a
 * pause button (WCAG 2.2.2); arrows, indicators and the arrow keys choose a slide.
 */
export function SlideCarousel({ slides }: { slides: Slide[] }) {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = slides.length;
  const moving = count > 1 && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!moving) return;
    // The visitor's wish for less motion is read here, not while drawing: the server cannot know
    // it, and a drawing that changed with it would draw the carousel again once the page is live.
    const reducedMotion = window.matchMedia(REDUCED_MOTION);
    let timer: ReturnType<typeof setInterval> | undefined;
    const follow = () => {
      clearInterval(timer);
      timer = reducedMotion.matches
        ? undefined
        : setInterval(() => setActive((index) => (index + 1) % count), SLIDE_INTERVAL_MS);
    };
    follow();
    reducedMotion.addEventListener("change", follow);
    return () => {
      clearInterval(timer);
      reducedMotion.removeEventListener("change", follow);
    };
  }, [moving, count]);

  if (count === 0) return null;
  const show = (index: number) => setActive((index + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") show(active - 1);
    else if (event.key === "ArrowRight") show(active + 1);
    else return;
    event.preventDefault();
  };

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="Highlights"
      position="relative"
      bg="brand.950"
      color="brand.contrast"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <Box display="grid" aspectRatio={{ base: 4 / 3, md: 16 / 7, xl: 16 / 6 }} overflow="hidden">
        {slides.map((slide, index) => {
          const current = index === active;
          return (
            <Box
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={!current}
              gridArea="1 / 1"
              position="relative"
              opacity={current ? 1 : 0}
              transition="opacity 0.9s ease-in-out"
              _motionReduce={{ transition: "none" }}
            >
              {/* Out of the flow, so that the picture's own height never stretches the slide. */}
              {slide.image && (
                <Box position="absolute" inset="0">
                  <ResponsiveImage
                    image={slide.image}
                    alt=""
                    sizes="100vw"
                    priority={index === 0}
                    width="100%"
                    height="100%"
                    fit="cover"
                  />
                </Box>
              )}
              <Box
                position="absolute"
                inset="0"
                bgGradient="to-t"
                gradientFrom="onDark.scrim"
                gradientVia="onDark.scrimSoft"
                gradientTo="transparent"
              />
              <Container maxW="6xl" position="absolute" insetX="0" bottom={{ base: "14", md: "16" }}>
                <Stack gap="2" maxW="2xl" px={{ base: "10", md: "12" }}>
                  <Heading
                    as="h2"
                    size={{ base: "xl", md: "4xl" }}
                    fontFamily="heading"
                    textShadow="0 1px 3px rgba(0,0,0,0.6)"
                  >
                    {slide.title}
                  </Heading>
                  <Text
                    textStyle={{ base: "sm", md: "lg" }}
                    textShadow="0 1px 2px rgba(0,0,0,0.6)"
                    lineClamp={3}
                  >
                    {slide.caption}
                  </Text>
                </Stack>
              </Container>
            </Box>
          );
        })}
      </Box>
      {count > 1 && (
        <>
          <IconButton
            aria-label="Previous slide"
            onClick={() => show(active - 1)}
            position="absolute"
            left={{ base: "1", md: "4" }}
            top="50%"
            transform="translateY(-50%)"
            variant="subtle"
            rounded="full"
            size={{ base: "sm", md: "md" }}
          >
            <LuChevronLeft />
          </IconButton>
          <IconButton
            aria-label="Next slide"
            onClick={() => show(active + 1)}
            position="absolute"
            right={{ base: "1", md: "4" }}
            top="50%"
            transform="translateY(-50%)"
            variant="subtle"
            rounded="full"
            size={{ base: "sm", md: "md" }}
          >
            <LuChevronRight />
          </IconButton>
          <HStack position="absolute" bottom="3" insetX="0" justify="center" gap="1">
            <IconButton
              aria-label={stopped ? "Play the slides" : "Pause the slides"}
              onClick={() => setStopped((value) => !value)}
              variant="ghost"
              color="brand.contrast"
              size="sm"
              _hover={{ bg: "onDark.hover" }}
              // Nothing moves for a visitor who asked for less motion: nothing to pause.
              _motionReduce={{ display: "none" }}
            >
              {stopped ? <LuPlay /> : <LuPause />}
            </IconButton>
            {slides.map((slide, index) => (
              <Box
                key={slide.id}
                as="button"
                aria-label={`Show slide ${index + 1}: ${slide.title}`}
                aria-current={index === active ? "true" : undefined}
                onClick={() => show(index)}
                w="10"
                h="10"
                display="grid"
                placeItems="center"
                cursor="pointer"
                rounded="full"
                _focusVisible={{ outline: "2px solid", outlineColor: "gold.solid", outlineOffset: "-2px" }}
              >
                <Box
                  w={index === active ? "6" : "2.5"}
                  h="2.5"
                  rounded="full"
                  bg={index === active ? "gold.solid" : "onDark.muted"}
                  transition="width 0.3s"
                  _motionReduce={{ transition: "none" }}
                />
              </Box>
            ))}
          </HStack>
          <VisuallyHidden aria-live="polite">
            {moving ? "" : `Slide ${active + 1} of ${count}: ${slides[active].title}`}
          </VisuallyHidden>
        </>
      )}
    </Box>
  );
}
