import { Box, Container, Heading, HStack, IconButton, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuChevronLeft, LuChevronRight, LuPause, LuPlay } from "react-icons/lu";
import { messageAttributes } from "../../behaviours/messages";
import { useBehaviour } from "../../components/use-behaviour";
import { REDUCED_DATA, slideCarousel } from "./slide-carousel.behaviour";
import { ResponsiveImage } from "../../components/responsive-image";
import type { HomePageQuery } from "../../gql/graphql";
import { useSaveData } from "../../lib/save-data";

type Slide = HomePageQuery["slides"][number];

/** A slide's picture on a phone: the shape of most photographs, so that little is cut off. */
const PHONE_PICTURE_RATIO = 4 / 3;
const REDUCED_DATA_MEDIA = `@media ${REDUCED_DATA}`;
/** The arrows sit halfway down the picture: on a phone the carousel is as wide as the screen. */
const ARROW_TOP = { base: `${50 / PHONE_PICTURE_RATIO}vw`, md: "50%" };

/**
 * The home page's slides, fading into one another, drawn with the first on show; what moves them
 * is slide-carousel.behaviour.ts. A visitor saving data gets the first slide alone: no other
 * pictures, no controls, nothing moving.
 */
export function SlideCarousel({ slides: allSlides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const behaviour = useBehaviour(slideCarousel);
  const slides = useSaveData() ? allSlides.slice(0, 1) : allSlides;
  const count = slides.length;
  if (count === 0) return null;

  return (
    <Box
      as="section"
      aria-roledescription={t("home.carousel.roleDescription")}
      aria-label={t("home.carousel.label")}
      position="relative"
      bg="brand.950"
      color="brand.contrast"
      {...behaviour}
      {...messageAttributes({
        pause: t("home.carousel.pause"),
        play: t("home.carousel.play"),
        announcement: t("home.carousel.announcement", {
          number: "{{number}}",
          total: "{{total}}",
          title: "{{title}}",
        }),
      })}
    >
      {/*
        On a phone each slide is its picture, as tall as most photographs (4:3), with the caption
        below it, so that no text covers the people in it; from md on the caption lies over a
        wide picture. Every slide shares the one grid cell, so the tallest caption sets the height
        and nothing moves when the slides change.
      */}
      <Box display="grid" aspectRatio={{ md: 16 / 7, xl: 16 / 6 }} overflow="hidden">
        {slides.map((slide, index) => (
          <CarouselSlide key={slide.id} slide={slide} index={index} count={count} />
        ))}
      </Box>
      {count > 1 && <CarouselControls slides={slides} />}
    </Box>
  );
}

/** One slide: its picture, and its title and caption below it on a phone, over it from md on. */
function CarouselSlide({ slide, index, count }: { slide: Slide; index: number; count: number }) {
  const { t } = useTranslation();
  const current = index === 0;
  return (
    <Box
      data-slide
      data-title={slide.title}
      data-current={current ? "" : undefined}
      role="group"
      aria-roledescription={t("home.carousel.slideRoleDescription")}
      aria-label={t("home.carousel.slideOf", { number: index + 1, total: count })}
      aria-hidden={!current}
      gridArea="1 / 1"
      position="relative"
      opacity="0"
      _current={{ opacity: 1 }}
      transition="opacity 0.9s ease-in-out"
      _motionReduce={{ transition: "none" }}
      // A browser asking for less data shows the first slide only: the others' pictures,
      // lazily loaded, are then never fetched (the behaviour leaves it in place too).
      css={index === 0 ? undefined : { [REDUCED_DATA_MEDIA]: { display: "none" } }}
    >
      <Box
        position={{ base: "relative", md: "absolute" }}
        inset={{ md: "0" }}
        aspectRatio={{ base: PHONE_PICTURE_RATIO, md: "auto" }}
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
      </Box>
      <Box
        display={{ base: "none", md: "block" }}
        position="absolute"
        inset="0"
        bgGradient="to-t"
        gradientFrom="onDark.scrim"
        gradientVia="onDark.scrimSoft"
        gradientTo="transparent"
      />
      <Container
        maxW="6xl"
        position={{ base: "static", md: "absolute" }}
        insetX={{ md: "0" }}
        bottom={{ md: "16" }}
        pt={{ base: "4", md: "0" }}
        pb={{ base: "14", md: "0" }}
      >
        <Stack gap="2" maxW="2xl" px={{ base: "4", md: "12" }}>
          <Heading
            as="h2"
            size={{ base: "xl", md: "4xl" }}
            fontFamily="heading"
            textShadow={{ md: "0 1px 3px rgba(0,0,0,0.6)" }}
          >
            {slide.title}
          </Heading>
          <Text
            textStyle={{ base: "sm", md: "lg" }}
            textShadow={{ md: "0 1px 2px rgba(0,0,0,0.6)" }}
            lineClamp={3}
          >
            {slide.caption}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

/** The arrows, the pause button, an indicator per slide, and what a screen reader hears of them. */
function CarouselControls({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  return (
    <>
      <IconButton
        aria-label={t("home.carousel.previous")}
        css={{ [REDUCED_DATA_MEDIA]: { display: "none" } }}
        data-slide-step="-1"
        position="absolute"
        left={{ base: "1", md: "4" }}
        top={ARROW_TOP}
        transform="translateY(-50%)"
        variant="subtle"
        rounded="full"
        size={{ base: "sm", md: "md" }}
      >
        <LuChevronLeft />
      </IconButton>
      <IconButton
        aria-label={t("home.carousel.next")}
        css={{ [REDUCED_DATA_MEDIA]: { display: "none" } }}
        data-slide-step="1"
        position="absolute"
        right={{ base: "1", md: "4" }}
        top={ARROW_TOP}
        transform="translateY(-50%)"
        variant="subtle"
        rounded="full"
        size={{ base: "sm", md: "md" }}
      >
        <LuChevronRight />
      </IconButton>
      <HStack
        position="absolute"
        bottom="3"
        insetX="0"
        justify="center"
        gap="1"
        css={{ [REDUCED_DATA_MEDIA]: { display: "none" } }}
      >
        <IconButton
          aria-label={t("home.carousel.pause")}
          data-slide-pause
          variant="ghost"
          color="brand.contrast"
          size="sm"
          _hover={{ bg: "onDark.hover" }}
          // Nothing moves for a visitor who asked for less motion: nothing to pause.
          _motionReduce={{ display: "none" }}
        >
          <span data-slide-icon="pause">
            <LuPause />
          </span>
          <span data-slide-icon="play" hidden>
            <LuPlay />
          </span>
        </IconButton>
        {slides.map((slide, index) => (
          <SlideIndicator key={slide.id} slide={slide} index={index} />
        ))}
      </HStack>
      <VisuallyHidden aria-live="polite" data-slide-announcer />
    </>
  );
}

/** The button that shows one slide; the one on show is marked current, and drawn wider. */
function SlideIndicator({ slide, index }: { slide: Slide; index: number }) {
  const { t } = useTranslation();
  return (
    <Box
      as="button"
      aria-label={t("home.carousel.showSlide", { number: index + 1, title: slide.title })}
      aria-current={index === 0 ? "true" : undefined}
      data-slide-indicator
      w="10"
      h="10"
      display="grid"
      placeItems="center"
      cursor="pointer"
      rounded="full"
      _focusVisible={{ outline: "2px solid", outlineColor: "gold.solid", outlineOffset: "-2px" }}
    >
      <Box
        w="2.5"
        h="2.5"
        rounded="full"
        bg="onDark.muted"
        css={{ "[aria-current=true] > &": { width: "6", bg: "gold.solid" } }}
        transition="width 0.3s"
        _motionReduce={{ transition: "none" }}
      />
    </Box>
  );
}
